# Breaks: "the exception's class may have no docstring" (and "the blocks after it still run").
# Every error text starts with the first line of the class's docstring; for
# `class QuotaExceeded(Exception): pass`, raised with "quota used up", __doc__ is None, so
# None.strip() raises AttributeError inside the handler and the whole turn fails.


def _describe(exc):
    summary = type(exc).__doc__.strip().splitlines()[0]
    return f"{type(exc).__name__} ({summary}): {exc}"


def answer_turn(call_tool, content):
    out = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            out.append(call_tool(block))
        except Exception as exc:
            out.append(
                {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                 "content": _describe(exc)}
            )
    return {"role": "user", "content": out}
