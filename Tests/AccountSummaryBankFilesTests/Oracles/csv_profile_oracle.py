"""An independent reading of a bank's CSV export by its profile, for the Swift tests.

Python's own csv module splits the records, datetime.strptime reads the dates and decimal.Decimal
the amounts; nothing here shares code with the Swift reader. It follows the contract's wording of
the profile, field by field, and prints what it read as JSON:

    python3 csv_profile_oracle.py PROFILE.json FILE.csv
    {"rows": [{"date": "2020-03-07", "amount": "328.00", "description": "...", "balance": null}, ...],
     "sum": "0.00", "opening": null, "closing": null, "order": null}

Any problem ends it with exit status 1 and one line on standard error.
"""
import csv
import datetime
import decimal
import io
import json
import re
import sys

ENCODINGS = {"utf-8": "utf-8-sig", "cp1252": "cp1252", "iso-8859-1": "latin-1"}


def main(profile_path, data_path):
    profile = json.load(open(profile_path, encoding="utf-8"))
    raw = open(data_path, "rb").read()
    text = raw.decode(ENCODINGS[profile.get("encoding", "utf-8")])
    delimiter = profile["delimiter"]
    skip = profile["skip_lines"]
    # Physical lines, as the contract counts skip_lines.
    lines = re.split(r"(?<=\r\n)|(?<=\n)|(?<=\r)(?!\n)", text)
    lines = [line for line in lines if line != ""]
    header = None
    if skip:
        header = [cell.strip() for cell in next(csv.reader([lines[skip - 1]], delimiter=delimiter, strict=True))]
    body = "".join(lines[skip:])
    rows = list(csv.reader(io.StringIO(body, newline=""), delimiter=delimiter, strict=True))
    rows = [row for row in rows if any(cell != "" for cell in row)]
    footer = profile.get("skip_footer", 0)
    if footer:
        rows = rows[:-footer]

    def index(column):
        return header.index(column) if isinstance(column, str) else column - 1

    def cell(row, column):
        return row[index(column)].strip()

    def amount(text):
        text = text.strip()
        symbol = profile.get("currency_symbol")
        if symbol:
            text = text.replace(symbol, "")
        thousands = profile.get("thousands", "")
        if thousands:
            text = text.replace(thousands, "")
        text = text.replace(profile["decimal"], ".").replace(" ", "")
        return decimal.Decimal(text)

    read = []
    for row in rows:
        date = datetime.datetime.strptime(cell(row, profile["date"]["column"]), profile["date"]["format"]).date()
        spec = profile["amount"]
        if "debit" in spec:
            debit, credit = cell(row, spec["debit"]), cell(row, spec["credit"])
            value = abs(amount(credit)) if credit else -abs(amount(debit))
        elif "indicator" in spec:
            value = abs(amount(cell(row, spec["column"])))
            if cell(row, spec["indicator"]["column"]) == spec["indicator"]["debit"]:
                value = -value
        else:
            value = amount(cell(row, spec["column"]))
        if profile.get("sign") == "inverted":
            value = -value
        columns = profile["description"] if isinstance(profile["description"], list) else [profile["description"]]
        description = " ".join(" ".join(cell(row, column) for column in columns).split())
        balance = None
        if "balance" in profile and cell(row, profile["balance"]["column"]):
            balance = amount(cell(row, profile["balance"]["column"]))
        read.append({"date": date.isoformat(), "amount": value, "description": description, "balance": balance})

    card = profile.get("account", {}).get("type") == "creditCard"
    opening = closing = None
    order = None
    balances = [row["balance"] for row in read]
    if balances and all(balance is not None for balance in balances):
        step = (lambda amount: -amount) if card else (lambda amount: amount)
        oldest = all(balances[i] == balances[i - 1] + step(read[i]["amount"]) for i in range(1, len(read)))
        newest = all(balances[i] == balances[i + 1] + step(read[i]["amount"]) for i in range(len(read) - 1))
        if oldest and (not newest or len(read) == 1):
            order, opening, closing = "oldest-first", balances[0] - step(read[0]["amount"]), balances[-1]
        elif newest and not oldest:
            order, opening, closing = "newest-first", balances[-1] - step(read[-1]["amount"]), balances[0]
        else:
            order = "neither" if not oldest else "either"
    elif "openingBalance" in profile:
        opening = decimal.Decimal(str(profile["openingBalance"]))
        closing = opening + sum(((-row["amount"]) if card else row["amount"]) for row in read)

    def text(value):
        return None if value is None else str(value)

    print(json.dumps({
        "rows": [dict(row, amount=str(row["amount"]), balance=text(row["balance"])) for row in read],
        "sum": str(sum((row["amount"] for row in read), decimal.Decimal(0))),
        "opening": text(opening), "closing": text(closing), "order": order,
    }, ensure_ascii=False))


if __name__ == "__main__":
    try:
        main(sys.argv[1], sys.argv[2])
    except Exception as error:  # noqa: BLE001 - one line, whatever went wrong
        print(f"{type(error).__name__}: {error}", file=sys.stderr)
        sys.exit(1)
