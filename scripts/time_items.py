"""Seconds per similarity item and llama.cpp calls per item, for comparing two checkouts.

Times ``scorer.run`` item by item on a dev set (cold: no verdict cache), with the embedder
loaded before the clock starts, and counts the model's ``eval`` calls and the tokens they
took. ``--repo`` imports localjudge from another checkout (a ``git worktree`` of an earlier
commit), so two versions can be timed in turns on the same machine::

    git worktree add /tmp/before HEAD~1
    for i in 1 2 3; do
      for r in /tmp/before .; do
        .venv/bin/python scripts/time_items.py --repo $r --set sick --limit 30
      done
    done

Run it alone on the machine; print the load average beside each figure.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

# Not eval_dev's table: importing eval_dev imports localjudge from this checkout, before
# ``--repo`` has chosen which checkout to time.
SETS = {
    "sick": "sim_sick_test_nli",
    "stsb": "sim_stsb_test",
    "evouna": "sim_evouna_nq_tq",
    "nq301": "sim_openqa_nq301_human",
}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--repo", default=str(HERE), help="the checkout to import localjudge from")
    p.add_argument("--set", default="sick", choices=sorted(SETS))
    p.add_argument("--limit", type=int, default=30)
    p.add_argument("--model", default="qwen2.5-coder-0.5b")
    args = p.parse_args()
    repo = Path(args.repo).resolve()
    sys.path.insert(0, str(repo))
    os.environ.setdefault("LOCALJUDGE_MODELS_DIR", str(HERE / "models"))
    data = Path(os.environ.get("LOCALJUDGE_DEV_DATA", HERE.parent / "shared" / "data" / "dev"))

    import llama_cpp

    import localjudge
    from localjudge.embeddings.sentence import load_embedder
    from localjudge.scorers.similarity import create_answer_similarity_scorer

    calls = [0, 0]
    original = llama_cpp.Llama.eval

    def counted(self: llama_cpp.Llama, tokens: list[int]) -> None:
        calls[0] += 1
        calls[1] += len(tokens)
        original(self, tokens)

    llama_cpp.Llama.eval = counted  # type: ignore[method-assign]
    judge = localjudge.load_judge(args.model, cache=False)
    scorer = create_answer_similarity_scorer(model=judge, embedder=load_embedder(None))
    with open(data / f"{SETS[args.set]}.dev.jsonl", encoding="utf-8") as f:
        items = [json.loads(line) for line in f if line.strip()][: args.limit]
    # Loads the embedder and evaluates the system text before the clock starts.
    scorer.run({"output": "Tom is here.", "ground_truth": "Tom was here today."})
    calls[:] = [0, 0]
    start = time.perf_counter()
    for item in items:
        truth = item["ground_truth"]
        scorer.run({"input": item.get("input"), "output": item["output"], "ground_truth": truth})
    seconds = time.perf_counter() - start
    print(
        json.dumps(
            {
                "repo": str(repo),
                "localjudge": str(Path(localjudge.__file__).parent),
                "set": args.set,
                "items": len(items),
                "s_per_item": round(seconds / len(items), 3),
                "llama_calls_per_item": round(calls[0] / len(items), 2),
                "tokens_per_item": round(calls[1] / len(items), 1),
                "load": os.getloadavg()[0],
            }
        )
    )


if __name__ == "__main__":
    main()
