"""The error channel: Post and Stop failures are recorded, never raised, never lost."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from toolhooks import HookFailure, HookRegistry, JsonlErrorSink, SessionEnd, end_session
from toolhooks.error_channel import report_failure
from toolhooks.jsonl import read_lines
from toolhooks.testing import DEFAULT_NOW, ErrorCapture, make_context


class Unprintable(Exception):
    def __str__(self) -> str:
        raise RuntimeError("nope")


def _failure(exc: BaseException) -> HookFailure:
    end = SessionEnd(make_context(), DEFAULT_NOW, DEFAULT_NOW)
    return HookFailure.from_event(exc, stage="Stop", hook_name="cleanup", event=end)


def test_a_failure_keeps_type_message_session_and_traceback() -> None:
    """What a reader of hook_errors.jsonl needs to find and fix the hook."""
    try:
        raise OSError("disk full")
    except OSError as exc:
        failure = _failure(exc)
    assert (failure.error_type, failure.message, failure.session_id) == (
        "OSError",
        "disk full",
        "s_001",
    )
    assert "raise OSError" in failure.traceback


def test_an_unprintable_exception_is_described_without_raising() -> None:
    """The recorder survives an exception whose __str__ raises."""
    failure = _failure(Unprintable())
    assert failure.error_type == "Unprintable"
    assert "could not be printed" in failure.message


def test_the_jsonl_sink_writes_one_line_per_failure(tmp_path: Path) -> None:
    """JsonlErrorSink appends a line a person can read."""
    sink = JsonlErrorSink(tmp_path / "errors.jsonl")
    sink(_failure(ValueError("bad")))
    [line] = read_lines(tmp_path / "errors.jsonl")
    assert (line["stage"], line["hook_name"], line["message"]) == ("Stop", "cleanup", "bad")


def test_a_sink_that_fails_is_logged_and_the_others_still_run(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """One broken sink does not hide the failure from the rest."""
    capture = ErrorCapture()

    def broken(_: HookFailure) -> None:
        raise RuntimeError("sink down")

    with caplog.at_level(logging.ERROR, logger="toolhooks"):
        report_failure(_failure(ValueError("x")), [broken, capture])
    assert capture.hook_names == ["cleanup"]
    assert "error sink" in caplog.text


@pytest.mark.parametrize("sinks", ["abc", 3, [print, "x"], b"x"])
def test_error_sinks_must_be_a_list_of_callables(sinks: object) -> None:
    """A string is iterable but not a list of sinks: refused, with the fix."""
    with pytest.raises(TypeError, match=r"JsonlErrorSink|error_sinks"):
        HookRegistry(error_sinks=sinks)  # type: ignore[arg-type]


def test_stop_failures_reach_the_channel_and_end_session_returns_their_count() -> None:
    """end_session never raises for an Exception; it reports how many failed."""
    capture = ErrorCapture()
    registry = HookRegistry(error_sinks=[capture])
    registry.stop(lambda end: None, name="fine")
    registry.stop(lambda end: 1 / 0, name="divides")
    assert end_session(registry, make_context(), started_at=DEFAULT_NOW) == 1
    assert capture.hook_names == ["divides"]
