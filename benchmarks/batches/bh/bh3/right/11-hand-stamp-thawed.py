# Right: graded keys straight from the outcome (context's own ids, whole names, thawed inputs and
# output unchanged, null output only for result None, is_error = status != "ok", denial or null);
# a hand stamp "YYYY-MM-DDTHH:MM:SS[.ffffff]Z" (padded year, fraction only if non-zero) reads back
# to the same instant; json.dumps(ensure_ascii=False) escapes quotes/controls, never raises; one "\n".
import json

from toolhooks.readonly import thaw


def _stamp(when):
    text = "%04d-%02d-%02dT%02d:%02d:%02d" % (
        when.year, when.month, when.day, when.hour, when.minute, when.second,
    )
    if when.microsecond:
        text += ".%06d" % when.microsecond
    return text + "Z"


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    context = outcome.context
    has_result = outcome.result is not None
    denial = outcome.denial
    fields = [
        ("timestamp", _stamp(outcome.timestamp)),
        ("session_id", context.session_id),
        ("user_id", context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("input_sent", thaw(outcome.sent_input)),
        ("input_received", thaw(outcome.received_input)),
        ("output", thaw(outcome.result.get("content")) if has_result else None),
        ("is_error", not (outcome.status == "ok")),
        ("denied_by", denial.hook_name if denial is not None else None),
        ("deny_reason", denial.deny.reason if denial is not None else None),
        ("tier", context.tier),
    ]
    return json.dumps(dict(fields), ensure_ascii=False, separators=(",", ":")) + "\n"
