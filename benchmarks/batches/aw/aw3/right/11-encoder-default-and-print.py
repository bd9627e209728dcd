# Right: the record holds the datetime itself and a JSONEncoder subclass turns it into
# isoformat() (UTC, "+00:00", fraction only when non-zero, 4-digit year); every other value is
# written by the encoder as it is (FrozenDict is a dict, tuples become arrays, a lone surrogate is
# escaped as \udXXX by ensure_ascii). print() into a StringIO adds exactly one "\n" (StringIO does
# no newline translation). Denial fields come from outcome.denial whatever the status; is_error is
# True for every status but "ok"; output is null only when outcome.result is None.
import io
import json
from datetime import datetime
from operator import attrgetter


class _AuditEncoder(json.JSONEncoder):
    def default(self, value):
        if isinstance(value, datetime):
            return value.isoformat()
        return super().default(value)


_PLAIN = {
    "timestamp": attrgetter("timestamp"),
    "session_id": attrgetter("context.session_id"),
    "user_id": attrgetter("context.user_id"),
    "tool_use_id": attrgetter("tool_use_id"),
    "tool_name": attrgetter("tool_name"),
    "status": attrgetter("status"),
    "input_sent": attrgetter("sent_input"),
    "input_received": attrgetter("received_input"),
}


def audit_line(outcome):
    record = {key: get(outcome) for key, get in _PLAIN.items()}
    record["output"] = None if outcome.result is None else outcome.result.get("content")
    record["is_error"] = outcome.status != "ok"
    if outcome.denial is None:
        record["denied_by"] = record["deny_reason"] = None
    else:
        record["denied_by"] = outcome.denial.hook_name
        record["deny_reason"] = outcome.denial.deny.reason
    buffer = io.StringIO()
    print(json.dumps(record, cls=_AuditEncoder), file=buffer)
    return buffer.getvalue()
