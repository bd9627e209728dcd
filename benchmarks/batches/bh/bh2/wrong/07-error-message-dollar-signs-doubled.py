# Breaks: "holding its message as it is, str(exc) ..., not stripped or escaped". The error text
# is built with string.Template and the message's `$` are "escaped" to `$$` first, but
# substituted values are never re-parsed: ValueError("refund of $500 is over the limit") gives
# "issue_refund failed (ValueError): refund of $$500 is over the limit".
from string import Template

_FAILED = Template("$tool failed ($kind): $message")


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            message = str(exc).replace("$", "$$") or "no message"
            result = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": _FAILED.substitute(
                    tool=block.get("name") or "the tool", kind=type(exc).__name__, message=message
                ),
            }
        results.append(result)
    return {"role": "user", "content": results}
