# Wrong: breaks 'a non-blank `str` "content"' and "the exception's class may have no docstring".
# An empty message falls back to exc.__doc__; for `class QuotaExceeded(Exception): pass` raised
# bare, __doc__ is None, so the error result's content is None, not a str.
def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": str(exc) or exc.__doc__,
                }
            )
    return {"role": "user", "content": results}
