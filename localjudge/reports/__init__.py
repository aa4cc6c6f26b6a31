"""Run reports over score records: results JSONL, JUnit XML for CI, a self-contained HTML page."""

from localjudge.reports._files import write_atomic
from localjudge.reports.html import html_report, write_html
from localjudge.reports.jsonl import (
    ROW_KEYS,
    ResultsWriter,
    read_results,
    record_row,
    rewrite_results,
    row_record,
)
from localjudge.reports.junit import junit_xml, write_junit
from localjudge.reports.summary import EvalSummary, summarize

__all__ = [
    "ROW_KEYS",
    "EvalSummary",
    "ResultsWriter",
    "html_report",
    "junit_xml",
    "read_results",
    "record_row",
    "rewrite_results",
    "row_record",
    "summarize",
    "write_atomic",
    "write_html",
    "write_junit",
]
