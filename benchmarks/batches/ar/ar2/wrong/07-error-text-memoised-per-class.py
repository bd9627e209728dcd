# Breaks: "its place holds a dict ... holding its message as it is, str(exc)". The error text is
# kept per exception class with dict.setdefault, which returns the first text stored: a turn whose
# two calls raise ValueError("bad user id") then ValueError("amount too high") answers the second
# with "ValueError: bad user id" (and later turns too).
_error_text = {}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = _error_text.setdefault(type(exc), f"{type(exc).__name__}: {exc}")
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": text})
    return {"role": "user", "content": results}
