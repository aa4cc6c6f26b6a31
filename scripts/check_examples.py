"""How far a run on the bundled examples agrees with their expected verdicts.

Every bundled example carries ``expected``: a bool (the item passes) or, for a rubric item, one
bool per criterion in rubric order. ``make run`` prints this after scoring them::

    .venv/bin/python scripts/check_examples.py examples/similarity.jsonl \
        out/similarity.results.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from localjudge.agreement import VerdictCheck, check_verdicts  # noqa: E402


def expected_verdicts(data: Path) -> dict[str, object]:
    """``id → expected`` for every example that has an expectation."""
    out: dict[str, object] = {}
    for line in data.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            if "expected" in row:
                out[str(row["id"])] = row["expected"]
    return out


def check(data: Path, results: Path) -> VerdictCheck:
    """Compare a results file with the expectations of the dataset it scored."""
    rows = [json.loads(x) for x in results.read_text(encoding="utf-8").splitlines() if x.strip()]
    return check_verdicts(rows, expected_verdicts(data))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pairs", nargs="+", help="DATA RESULTS [DATA RESULTS ...]")
    args = ap.parse_args(argv)
    if len(args.pairs) % 2:
        ap.error("give the dataset and its results file in pairs")
    right = total = 0
    for data, results in zip(args.pairs[::2], args.pairs[1::2]):
        res = check(Path(data), Path(results))
        right, total = right + res.right, total + res.total
        print(f"{data}: {res.right}/{res.total} verdicts as expected ({res.rate:.0%})")
        for rid, what, want in res.wrong:
            words = ("pass", "fail") if what == "item" else ("met", "not met")
            print(f"  {rid}: {what}: expected {words[0] if want else words[1]}")
    if total:
        print(f"agreement with the expected verdicts: {right}/{total} ({right / total:.0%})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
