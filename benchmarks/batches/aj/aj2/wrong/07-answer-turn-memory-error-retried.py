# Breaks "with `call_tool` ... called once per block" (a MemoryError is answered like any
# Exception): on MemoryError it collects garbage and calls the tool a second time.
# Input: call_tool raising MemoryError on its first call and returning a result after -> call_tool
# runs twice for the block and the second result is used.
import gc


def _error(block, exc):
    return {
        "type": "tool_result",
        "tool_use_id": block["id"],
        "is_error": True,
        "content": f"Tool call failed ({type(exc).__name__}): {exc}",
    }


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except MemoryError:
            gc.collect()  # free what we can, then give the tool one more chance
            try:
                results.append(call_tool(block))
            except Exception as exc:
                results.append(_error(block, exc))
        except Exception as exc:
            results.append(_error(block, exc))
    return {"role": "user", "content": results}
