# Wrong: breaks "`call_tool` (any callable, maybe without a `__name__` ...)": the log name is
# read with getattr(call_tool, "__qualname__", call_tool.__name__), whose default is
# evaluated first, so a callable object or functools.partial(fn) as call_tool raises
# AttributeError before any block is answered (a plain function works).
import logging

log = logging.getLogger("agent.turns")


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    name = getattr(call_tool, "__qualname__", call_tool.__name__)
    blocks = [block for block in content if block.get("type") == "tool_use"]
    log.debug("answering %d tool_use block(s) with %s", len(blocks), name)
    results = []
    for block in blocks:
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
