# Right: builds every graded key from the outcome itself (context's own ids, whole names,
# inputs and content as they are, null output only for a None result, is_error from status,
# denial fields whenever a denial is there). The stamp is date + "T" + time + "Z" (4-digit
# year, fraction only when non-zero); ensure_ascii escapes every control and lone surrogate.
import json
from datetime import UTC

_encode = json.JSONEncoder(ensure_ascii=True, separators=(", ", ": ")).encode


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    when = outcome.timestamp.astimezone(UTC)
    denial = outcome.denial
    fields = (
        ("timestamp", f"{when.date().isoformat()}T{when.time().isoformat()}Z"),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("status", outcome.status),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", outcome.result.get("content") if outcome.result is not None else None),
        ("is_error", outcome.status != "ok"),
        ("denied_by", denial.hook_name if denial is not None else None),
        ("deny_reason", denial.deny.reason if denial is not None else None),
    )
    return _encode(dict(fields)) + "\n"
