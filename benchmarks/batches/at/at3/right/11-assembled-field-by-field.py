# Right: the object is assembled by hand, each key and value through json.dumps (ASCII-escaped, so a
# lone surrogate becomes \ud800 and no raw newline, CR or control character can appear). The stamp
# is written from its parts: a 4-digit year, "T", the time, the fraction only when microseconds are
# not 0 and trimmed of trailing zeros (".5" reads back), then "Z". Values are the outcome's own.
import json


def _stamp(when):
    text = "%04d-%02d-%02dT%02d:%02d:%02d" % (
        when.year, when.month, when.day, when.hour, when.minute, when.second,
    )
    if when.microsecond:
        text += ("." + "%06d" % when.microsecond).rstrip("0")
    return text + "Z"


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    pairs = (
        ("timestamp", _stamp(outcome.timestamp)),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("status", outcome.status),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", outcome.result.get("content") if outcome.result is not None else None),
        ("is_error", outcome.status != "ok"),
        ("denied_by", getattr(denial, "hook_name", None)),
        ("deny_reason", denial.deny.reason if denial else None),
    )
    body = ", ".join(json.dumps(key) + ": " + json.dumps(value) for key, value in pairs)
    return "{" + body + "}\n"
