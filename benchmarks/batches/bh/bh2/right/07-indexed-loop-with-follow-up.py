# Right: results first, one per "tool_use" block in order (call_tool called once each, the block
# passed as it is; its result kept as an equal dict copy); an Exception becomes an is_error
# tool_result with the block's id and a non-blank text holding exc.args[0] when it is a str, else
# str(exc), never stripped; other BaseExceptions propagate. After the results comes one non-blank
# text block, which the Returns paragraph allows.
from collections.abc import Mapping


def answer_turn(call_tool, content):
    answered = []
    index = 0
    while index < len(content):
        block = content[index]
        index += 1
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            first = exc.args[0] if exc.args and isinstance(exc.args[0], str) else None
            message = first if first is not None else str(exc)
            answered.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"Tool call failed ({type(exc).__name__}): {message}",
            })
        else:
            answered.append(dict(result) if type(result) is dict else result)
    count = len(answered)
    answered.append({"type": "text", "text": f"Answered {count} tool call(s)."})
    return {"role": "user", "content": answered}
