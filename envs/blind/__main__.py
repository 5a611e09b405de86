"""python -m envs.blind: build every blind-trial database and print its size and questions."""

from envs.blind import main

main()
