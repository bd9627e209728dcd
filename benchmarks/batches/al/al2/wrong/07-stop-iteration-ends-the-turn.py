# Breaks "When `call_tool` raises an `Exception` (any class ...), its place holds a `dict` ...
# and the blocks after it still run": the loop is driven by next() inside the same try, so a
# StopIteration from call_tool ends the turn. Input: two tool_use blocks, call_tool raising
# StopIteration("exhausted") on the first: the message's content is [] (no result for either).


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    blocks = iter(content)
    while True:
        try:
            block = next(blocks)
            if block.get("type") != "tool_use":
                continue
            results.append(call_tool(block))
        except StopIteration:
            break
        except Exception as exc:
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"The tool failed: {type(exc).__name__}: {exc}",
            })
    return {"role": "user", "content": results}
