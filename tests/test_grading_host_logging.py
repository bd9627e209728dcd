"""A verdict does not depend on the grading host's logging.

The worker is forked from whatever grades: pytest (whose logging plugin puts capture
handlers on the root logger), a notebook kernel (where a learner may have called
``logging.basicConfig``), or the grading command. Records an answer logs are built in the
worker at every level and go nowhere: no handler of the host formats them. Kept, a host's
handler formatted each record of an answer that logs a line per hook (a round trip per
``%r`` of a grader's hook), and the same answer timed out under pytest while it got its
proper verdict from the command line.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hookkata import exercise, grade
from tests.kata.batch_answers import observers_log_hook_vars


@pytest.fixture
def host_handler(tmp_path: Path) -> Iterator[Path]:
    """A handler on the grading process's root logger, writing every record to a file."""
    written = tmp_path / "host.log"
    handler = logging.FileHandler(written)
    handler.setLevel(logging.DEBUG)
    logging.getLogger().addHandler(handler)
    yield written
    logging.getLogger().removeHandler(handler)
    handler.close()


def logs_at_every_level(event: Any) -> str:
    log = logging.getLogger("an.answer")
    for level in (logging.DEBUG, logging.INFO, logging.WARNING, logging.ERROR):
        log.log(level, "seen %r", event)
    return "logged"


def test_no_record_of_the_answer_reaches_the_host_s_handlers(remote, host_handler):
    assert remote(logs_at_every_level)("an event") == "logged"
    assert host_handler.read_text() == ""


def test_an_answer_logging_each_hook_gets_the_same_verdict_with_a_host_handler(tmp_path):
    without = grade(exercise("observers"), observers_log_hook_vars, profile="ci")
    handler = logging.FileHandler(tmp_path / "host.log")
    logging.getLogger().addHandler(handler)
    try:
        with_handler = grade(exercise("observers"), observers_log_hook_vars, profile="ci")
    finally:
        logging.getLogger().removeHandler(handler)
        handler.close()
    assert (with_handler.status, with_handler.prop, with_handler.example) == (
        without.status,
        without.prop,
        without.example,
    )
    assert "a hook may have no __dict__" in with_handler.hint
