# Right: a generator walks `content` once, in order, calling call_tool once per "tool_use" block only,
# yielding its result untouched; an Exception (StopIteration included, caught inside) becomes a new
# is_error dict with block["id"] and "Type: str(exc)"; BaseExceptions escape list(); content is never mutated.


def _answers(call_tool, content):
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answer = call_tool(block)
        except Exception as exc:
            text = str(exc)
            label = type(exc).__name__
            answer = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"{label}: {text}" if text.strip() else f"{label} (no message)",
            }
        yield answer


def answer_turn(call_tool, content):
    return {"role": "user", "content": list(_answers(call_tool, content))}
