"""The opt-in real-API path is guarded, and the API key never reaches a record or a log."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from toolhooks import AuditLog, HookContext, HookRegistry, SessionSummary
from toolhooks.error_channel import JsonlErrorSink
from toolhooks.examples.rules import SameUserOnly
from toolhooks.examples.support_desk import build_support_dispatcher
from toolhooks.fake import FakeMessagesAPI, Turn, tool_use
from toolhooks.hosts.agent_loop import Specialist, run_session
from toolhooks.hosts.live import REDACTED, live_client, live_skip_reason, redact
from toolhooks.testing import FixedClock, RecordingHook

SECRET = "sk-ant-api03-NEVER-SHOW-THIS-0123456789abcdef"


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, "not set"),
        ({"ANTHROPIC_API_KEY": SECRET, "CI": "true"}, "never called from CI"),
    ],
)
def test_live_runs_are_skipped_without_a_key_and_always_in_ci(environ, expected):
    assert expected in (live_skip_reason(environ) or "")
    assert live_client(environ) is None


def test_with_a_key_outside_ci_a_real_client_is_built_without_calling_anything():
    client = live_client({"ANTHROPIC_API_KEY": SECRET})
    assert client is not None
    assert client.api_key == SECRET
    assert SECRET not in repr(client)


def test_redact_hides_the_key_and_leaves_other_text_alone():
    environ = {"ANTHROPIC_API_KEY": SECRET}
    assert redact(f"key={SECRET}!", environ) == f"key={REDACTED}!"
    assert redact("nothing here", {}) == "nothing here"


def test_the_key_never_appears_in_audit_errors_summaries_logs_or_output(
    tmp_path: Path, caplog, capsys, monkeypatch
):
    monkeypatch.setenv("ANTHROPIC_API_KEY", SECRET)
    caplog.set_level(logging.DEBUG)
    api = FakeMessagesAPI(
        [
            Turn(
                [
                    tool_use("lookup_user", {"user_id": "u_999"}),
                    tool_use("lookup_user", {"user_id": "u_004"}),
                ]
            )
        ]
    )
    dispatcher, _ = build_support_dispatcher()
    registry = HookRegistry(error_sinks=[JsonlErrorSink(tmp_path / "errors.jsonl")])
    registry.pre(SameUserOnly())
    registry.post(RecordingHook("broken", [], raises=RuntimeError("observer down")))
    registry.post(AuditLog(tmp_path / "audit.jsonl"))
    SessionSummary(tmp_path / "summaries.jsonl").attach(registry)
    run = run_session(
        api.client(api_key=SECRET),
        dispatcher,
        registry,
        HookContext("u_004", "free", "s_secret"),
        Specialist("support", "Help.", ("lookup_user",)),
        "Show me u_999.",
        clock=FixedClock(),
    )
    printed = capsys.readouterr()
    records = [path.read_text() for path in sorted(tmp_path.iterdir())]
    assert len(records) == 3, "every record file was written"
    everything = [*records, caplog.text, printed.out, printed.err, repr(run), str(api.requests)]
    assert all(SECRET not in text for text in everything)
    assert "observer down" in records[1]  # the error channel did record the failure
