# Breaks: "`input_sent` ... and `input_received` ..., each value as it is". Every string in
# the inputs that parses as an ISO 8601 time with an offset is rewritten in UTC, so the whole
# trail shares one zone: sent_input {"due": "2026-03-02T11:30:00+01:00"} is written as
# {"due": "2026-03-02T10:30:00+00:00"}. Plain strings and dates without an offset pass.
import json
from collections.abc import Mapping
from datetime import datetime, timezone


def _utc_times(value):
    if isinstance(value, Mapping):
        return {key: _utc_times(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_utc_times(item) for item in value]
    if isinstance(value, str) and "T" in value:
        try:
            moment = datetime.fromisoformat(value)
        except ValueError:
            return value
        if moment.tzinfo is not None:
            return moment.astimezone(timezone.utc).isoformat()
    return value


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": _utc_times(outcome.sent_input),
        "input_received": _utc_times(outcome.received_input),
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
