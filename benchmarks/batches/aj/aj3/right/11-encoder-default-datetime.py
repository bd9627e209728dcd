# Right: one json.dumps (every quote, backslash, CR/LF and control character escaped; ensure_ascii keeps a
# lone surrogate as the escape \ud800, so nothing raises) plus one "\n". The timestamp goes in as the
# datetime and the encoder's default writes its isoformat() (UTC, +00:00, microseconds when non-zero).
# Ids from outcome.context's fields; inputs, content, denial fields whole; is_error = status != "ok".
import json
from datetime import datetime

_FIELDS = {"sent_input": "input_sent", "received_input": "input_received", "tool_use_id": "tool_use_id",
           "tool_name": "tool_name", "status": "status", "timestamp": "timestamp"}


class _TrailEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, datetime):
            return o.isoformat()
        return super().default(o)


def audit_line(outcome):
    record = {key: getattr(outcome, name) for name, key in _FIELDS.items()}
    context = outcome.context
    record["session_id"], record["user_id"] = context.session_id, context.user_id
    record["output"] = outcome.result.get("content") if outcome.result is not None else None
    record["is_error"] = outcome.status != "ok"
    denial = outcome.denial
    record["denied_by"] = None if denial is None else denial.hook_name
    record["deny_reason"] = None if denial is None else denial.deny.reason
    return _TrailEncoder().encode(record) + "\n"
