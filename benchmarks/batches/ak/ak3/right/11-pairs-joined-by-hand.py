# Right: each key and value goes through json.dumps on its own (ensure_ascii=False keeps text as
# is; lone surrogates become \udXXX escapes so the line is valid UTF-8), joined into one object
# and one "\n". The time is date "T" time with 6 fraction digits and "Z": the same instant. Every
# value is the outcome's field as the Returns paragraph names it, whatever the status.
import json


def _text(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def audit_line(outcome):
    when = outcome.timestamp
    stamp = when.date().isoformat() + "T" + when.time().isoformat(timespec="microseconds") + "Z"
    denial = outcome.denial
    pairs = [
        ("timestamp", stamp),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", None if outcome.result is None else outcome.result.get("content")),
        ("is_error", outcome.status != "ok"),
        ("denied_by", None if denial is None else denial.hook_name),
        ("deny_reason", None if denial is None else denial.deny.reason),
    ]
    body = ",".join(_text(key) + ":" + _text(value) for key, value in pairs)
    line = "{" + body + "}\n"
    return line.encode("utf-8", "backslashreplace").decode("utf-8")
