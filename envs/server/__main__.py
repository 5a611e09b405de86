"""``python -m envs.server [--host H] [--port P]``: the environments' API alone (no UI)."""

from envs.server.serving import main

main()
