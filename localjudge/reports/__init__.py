"""Run reports: the results JSONL, JUnit XML for CI and a self-contained HTML page."""

from localjudge.reports._files import write_atomic
from localjudge.reports.html import html_report, write_html
from localjudge.reports.jsonl import (
    ROW_KEYS,
    ResultsWriter,
    read_results,
    result_row,
    rewrite_results,
)
from localjudge.reports.junit import junit_xml, write_junit
from localjudge.reports.summary import row_cached, summarize_rows

__all__ = [
    "ROW_KEYS",
    "ResultsWriter",
    "html_report",
    "junit_xml",
    "read_results",
    "result_row",
    "rewrite_results",
    "row_cached",
    "summarize_rows",
    "write_atomic",
    "write_html",
    "write_junit",
]
