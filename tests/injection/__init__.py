"""Prompt-injection attacks on the rubric judge (used by tests and scripts/bench_injection.py)."""
