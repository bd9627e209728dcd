# Breaks "`call_tool` may itself call `answer_turn`" with "When `call_tool` raises an
# `Exception` ..., its place holds a dict": a turn answered from inside another (depth > 1)
# lets its errors through "to the outer turn". Input: call_tool that calls
# answer_turn(failing, [tool_use block]) where failing raises ValueError("inner") -> the
# inner answer_turn raises ValueError instead of returning an is_error result.
_depth = 0


def answer_turn(call_tool, content):
    global _depth
    _depth += 1
    try:
        results = []
        for block in content:
            if block.get("type") != "tool_use":
                continue
            try:
                results.append(call_tool(block))
            except Exception as exc:
                if _depth > 1:
                    raise  # a nested turn: the outer turn answers for it
                message = str(exc)
                text = f"{type(exc).__name__}: {message}" if message.strip() else f"{type(exc).__name__} (no message)"
                results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text})
        return {"role": "user", "content": results}
    finally:
        _depth -= 1
