"""`python -m app`, and the downloaded program's entry (tools/tridice.spec): TriDice with this
process's flags (app/cli.py)."""

from app.cli import run

if __name__ == "__main__":
    run()
