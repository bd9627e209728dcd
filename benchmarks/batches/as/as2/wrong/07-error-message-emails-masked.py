# Breaks: the error content is "holding its message as it is, `str(exc)` ..., not stripped or
# escaped": e-mail addresses in the message are masked (PII hygiene before the model reads it).
# Input: call_tool raising LookupError("no account for ada@example.com") gives
# "Tool call failed (LookupError): no account for a***@example.com".
import re

_EMAIL = re.compile(r"\b([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})\b")


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            message = _EMAIL.sub(r"\1***@\2", str(exc))
            head = f"Tool call failed ({type(exc).__name__})"
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{head}: {message}" if message.strip() else head + "."})
    return {"role": "user", "content": results}
