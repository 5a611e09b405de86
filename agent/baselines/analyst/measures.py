"""Money measures: which column (or which computed amount) a "revenue" / "takings" / "spent" question adds up.

A stored amount wins (``total``, ``amount``, ``revenue``) when it is plain or the question names its other words
(a ``bonus_amt`` only for "bonus"); a per-unit figure (``price``, ``rate``, ``fee``, ``unit_cost``) is not money
taken. Line-item tables that store a quantity and a unit price (``order_items``,
``sale_items``, ``stay_services``) earn ``quantity * unit_price``; with a discount column beside them the
question must say which figure it wants: "after / net of discounts" subtracts the discount (an amount, or a
percentage when the column says so), "before discounts" / "gross" leaves it out, and silence is an abstention.

    revenue = line_revenue(catalog, "sale_items", reading)   # Column(expr='"sale_items"."quantity" * ...')
"""

from __future__ import annotations

from envs.words import singular, split_identifier

from agent.baselines.analyst.catalog import (BALANCE_NAME, MONEY_PARTS, OWED_WORDS, Catalog, Column, name_words,
                                             names_baskets, of_baskets, receipt_tables)
from agent.baselines.analyst.asks import GROSS, NET_OF_DISCOUNT
from agent.baselines.analyst.query import CannotAnswer
from agent.baselines.analyst.reading import Reading
from agent.baselines.analyst.vocabulary import PRODUCT_TAG, stem, word_forms

SPENT_PARTS = frozenset({"purchase", "purchases", "supplier", "suppliers", "restock", "restocks", "po", "stock",
                         "inventory", "movement", "movements"})  # goods bought or moved, not sold
RETURN_PARTS = frozenset({"refund", "refunds", "return", "returns"})  # goods or money given back
UNIT_PARTS = frozenset({"price", "rate", "fee", "cost", "unit", "charge", "prc"})  # a figure per unit, per night
DISCOUNT_PARTS = frozenset({"discount", "disc", "rebate", "markdown"})
PERCENT_PARTS = frozenset({"pct", "percent", "percentage", "pc", "rate"})  # a discount stored as a percentage
STOCK_PARTS = frozenset({"stock", "hand", "onhand", "instock", "inventory"})  # the units held (``UnitsInStock``)
QUANTITY_PARTS = frozenset({"quantity", "qty", "units", "unit", "count", "number", "num", "nbr"})
SOLD_PARTS = frozenset({"sold", "count", "qty", "quantity", "number", "num"})  # ``tickets_sold`` by ``ticket_price``
PLAIN_MONEY_PARTS = frozenset({"due", "paid", "received", "net", "gross", "grand", "final", "billed", "charged",
                               "invoiced", "sale", "sales", "money", "sum", "value", "line"})  # words of a plain amount
CHARGED_PARTS = frozenset({"charged", "paid", "billed", "invoiced"})  # a price so named is what a row paid, not a list
# price to multiply
MONEY_OUT_PARTS = frozenset({"refund", "refunded", "cost", "costs", "expense", "expenses", "tax", "fee", "fees",
                             "commission", "salary", "wage"})  # money paid out or withheld: revenue only when named
MONEY_RECEIVED = frozenset({"takings", "came", "received", "receipts", "collected"})  # money in, not money billed
MONEY_IN = frozenset({"takings", "revenue", "income", "turnover", "earnings", "earned", "sales", "take", "takes",
                      "took", "taken"})

def is_unit_money(column: Column) -> bool:
    """A per-unit figure (price, nightly rate, unit cost): multiplying it by a quantity is money taken."""
    return column.kind == "money" and bool(set(split_identifier(column.name)) & UNIT_PARTS)


def is_discount(column: Column) -> bool:
    return bool(_parts(column) & DISCOUNT_PARTS)


def _parts(column: Column) -> set[str]:
    return set(split_identifier(column.name)) | {w for f in column.words for w in f}


def holds_stock(column: Column) -> bool:
    """A count of the units a row holds (``UnitsInStock``, ``qty_on_hand``), not of units sold."""
    return bool(_parts(column) & STOCK_PARTS)


def bought_in(table: str) -> bool:
    """A table of goods bought or moved (purchases, stock, suppliers) by its name: what it records cost money."""
    return bool(set(split_identifier(table)) & SPENT_PARTS)


def stored_amount(column: Column) -> bool:
    """Money a row keeps as its own whole figure: not derived, not a price per unit, not a discount."""
    return column.kind == "money" and column.expr is None and not is_unit_money(column) and not is_discount(column)


def given_back(table: str) -> bool:
    """A table of goods or money given back by its name (``returns``, ``refunds``, ``credit_notes``; not
    ``credit_sales``)."""
    parts = set(split_identifier(table))
    return bool(parts & RETURN_PARTS) or "credit" in parts and bool(parts & {"note", "notes"})


def money_coming_in(reading: Reading) -> bool:
    """A word of money taken ("takings", "revenue", "take"): never what purchases cost."""
    return any(t.lower in MONEY_IN for t in reading.tokens)


def sold_units(catalog: Catalog, table: str) -> Column | None:
    """The quantity of a table of sale lines: lines (a quantity and a unit price) of an order or a sale, by their
    own name (``order_items``) or their parent's (``lines`` of ``sales``); a waste log's quantities were not sold,
    nor a purchase's (bought). An order's lines that keep their own amount and no unit price (``quantity``,
    ``line_total``) sold their one quantity, as do the rows of a flat table of sales that name the item sold
    (``cafe_sales``: ``item_name``, ``quantity``, ``amount``); credit notes and returns sold nothing."""
    if bought_in(table) or given_back(table):
        return None
    parts = line_parts(catalog, table)
    parents = [s.table for s in catalog.edges().get(table, []) if s.up]
    columns = catalog.columns(table)
    names_item = names_baskets(table) and any(c.kind in ("text", "category") and any(PRODUCT_TAG in w for w in c.words)
                                              for c in columns)
    if parts is not None:
        quantities = [parts[0]]
    elif (names_item or any(names_baskets(t) for t in parents)) and any(c.kind == "money" for c in columns):
        quantities = quantity_columns(catalog, table)  # (not a line's returns, nor a delivery's quantities)
    else:
        return None
    return quantities[0] if len(quantities) == 1 and any(of_baskets(t) for t in [table, *parents]) else None


def line_parts(catalog: Catalog, table: str) -> tuple[Column, Column, Column | None] | None:
    """(quantity, unit price, discount or None) of a line-item table, or None when it is not one. The quantity is
    a count column (``quantity``, ``units``), or the one a price per something counts (``cost_per_stem`` and
    ``stems``, ``price_per_litre`` and ``litres``)."""
    columns = catalog.columns(table)
    prices = [c for c in columns if is_unit_money(c) and not is_discount(c)]
    quantities = [c for c in quantity_columns(catalog, table) if not holds_stock(c)]  # (a product's
    # ``UnitsInStock`` at its ``UnitPrice`` is stock held, not sold)
    if not quantities and len(prices) == 1:
        quantities = _counted(prices[0], columns)
    if len(quantities) > 1:  # ``quantity`` beside ``qty_returned``: the plain one is what was sold
        quantities = [c for c in quantities if set(split_identifier(c.name)) <= QUANTITY_PARTS] or quantities
    if not prices and len(quantities) == 1:
        prices = _parent_price(catalog, table)
    if len(quantities) != 1 or len(prices) != 1:
        return None
    discounts = [c for c in columns if c.kind in ("money", "number", "quantity") and is_discount(c)]
    if len(discounts) > 1:
        return None
    return quantities[0], prices[0], discounts[0] if discounts else None


def _parent_price(catalog: Catalog, table: str) -> list[Column]:
    """The price of what a line of an order or a sale counts (a table below one, ``order_items`` of ``orders``, or
    an order of one product), kept by the one table it points at that has one (``order_items.quantity`` at
    ``products.price``), where the line stores no amount, nor its order; [] where that is not one selling price (a
    waste log's items, a flat table of stock movements, a supplier's purchase order, a product's cost, alone or
    beside a price, a person's rate of pay)."""
    parents = [s.table for s in catalog.edges().get(table, []) if s.up]
    baskets = [t for t in parents if of_baskets(t)]
    if not baskets and not names_baskets(table) or any(  # (a line of an order, or an order of one product)
            bought_in(t) for t in [table, *baskets]) or any(
            c.kind == "money" and c.expr is None and not is_unit_money(c) for t in [table, *baskets]
            for c in catalog.columns(t) or catalog.surveyed.get(t, [])):
        return []  # (a line of a supplier's order, or of an order that keeps its own amount: what was taken)
    priced = [prices for t in parents if not of_baskets(t) and not catalog.of_persons(t)  # (a return's sale line,
              and (prices := [c for c in catalog.columns(t) if is_unit_money(c)  # a person's hourly rate)
                              and not set(split_identifier(c.name)) & {"rate", "rates"}])]
    if len(priced) != 1 or len(priced[0]) != 1 or set(split_identifier(priced[0][0].name)) & {"cost", "costs"}:
        return []  # (a cost is what the product was bought at; beside a price, which one did the lines sell at?)
    return priced[0]


def quantity_columns(catalog: Catalog, table: str) -> list[Column]:
    """Columns counting units: whole numbers (``quantity``, ``qty_received``), or any number named only so (a farm
    shop's ``Quantity REAL``: kilos of mince sold as units are)."""
    return [c for c in catalog.columns(table) if c.kind in ("quantity", "number") and not c.primary_key
            and _parts(c) & QUANTITY_PARTS
            and ("INT" in c.type.upper() or set(split_identifier(c.name)) <= QUANTITY_PARTS)]


def _counted(price: Column, columns: list[Column]) -> list[Column]:
    """The column a price per something counts: ``stems`` for ``cost_per_stem``, ``tickets_sold`` for
    ``ticket_price``."""
    parts = split_identifier(price.name)
    if "per" in parts[:-1]:
        unit = parts[parts.index("per") + 1]
        return [c for c in columns if c.kind in ("quantity", "number") and c.expr is None and not c.primary_key
                and split_identifier(c.name) and singular(split_identifier(c.name)[-1]) == singular(unit)]
    if len(parts) != 2:
        return []
    return [c for c in columns if c.kind in ("quantity", "number") and c.expr is None and not c.primary_key
            and len(named := split_identifier(c.name)) > 1 and singular(named[0]) == singular(parts[0])
            and set(named[1:]) <= SOLD_PARTS]


def line_revenue(catalog: Catalog, table: str, reading: Reading) -> Column | None:
    """``quantity * unit_price`` of a line-item table (net of its discount when the question says so)."""
    found = line_parts(catalog, table)
    if found is None:
        return None
    quantity, price, discount = found
    expr = f"{quantity.sql} * {price.sql}"
    parts = (quantity.name, price.name)
    if discount is None and NET_OF_DISCOUNT.search(reading.text) and "discount" in reading.text:
        raise CannotAnswer(f"{table} records no discount to take off")
    if discount is not None:
        net, gross = NET_OF_DISCOUNT.search(reading.text), GROSS.search(reading.text)
        if net and not gross:
            if _parts(discount) & PERCENT_PARTS:
                expr = f"{expr} * (100 - COALESCE({discount.sql}, 0)) / 100.0"
            else:
                expr = f"({expr} - COALESCE({discount.sql}, 0))"
            parts += (discount.name,)
        elif not gross:  # the question is silent: the two figures differ
            raise CannotAnswer(f"{table} records a {discount.phrase}: before or after discounts?")
    name = "cost" if "cost" in split_identifier(price.name) else "revenue"  # lines bought, or lines sold
    return Column(table, name, "REAL", False, True, None, (), (word_forms(name),), "money",
                  expr=f"({expr})" if not expr.startswith("(") else expr, parts=parts)


def takings_columns(catalog: Catalog, tables: list[str], reading: Reading) -> list[Column]:
    """Money the tables record as taken: stored amounts first (not refunds, costs or taxes unless the question names
    them), then line revenue; per-unit prices never."""
    words = reading.said
    stored = [c for t in tables for c in catalog.columns(t) if c.kind == "money"
              and not (is_unit_money(c) and not _charged_per_row(catalog, c))
              and not is_discount(c) and not (_parts(c) & MONEY_OUT_PARTS and not _parts(c) & words)
              and not (given_back(t) and not {stem(w) for w in set(split_identifier(t)) | _parts(c)}
                       & {stem(w) for w in words})  # (credit notes are no money taken, unless the question speaks
              # of them: "how much have we refunded")
              and _plain_or_named(c, words) and (c.name != BALANCE_NAME or words & OWED_WORDS)]  # (owed: not taken)
    if stored:
        return stored
    money_in = money_coming_in(reading)  # "takings": not what supplier order lines cost
    return [line for t in tables if (line := line_revenue(catalog, t, reading)) is not None
            and not (money_in and line.name == "cost")]


def _charged_per_row(catalog: Catalog, column: Column) -> bool:
    """A price named as charged or paid in a table that counts no units (a grooming appointment's
    ``price_charged``): what each row paid, not a price to multiply (a line's ``price_paid`` beside its ``qty``)."""
    return bool(_parts(column) & CHARGED_PARTS) and not any(c.kind == "quantity" for c in catalog.columns(column.table))


def _plain_or_named(column: Column, words: frozenset[str]) -> bool:
    """A plain amount (``total``, ``amount_paid``, ``order_total`` in orders), or one whose other words the question
    names: a ``bonus_amt`` is not what "how much did we pay" adds up."""
    plain = MONEY_PARTS | PLAIN_MONEY_PARTS | {f for w in name_words(column.table) for f in w}
    return all(not w.isdisjoint(plain) or not w.isdisjoint(words) for w in column.words)


def asks_discount(reading: Reading) -> bool:
    return bool(NET_OF_DISCOUNT.search(reading.text) or GROSS.search(reading.text))
