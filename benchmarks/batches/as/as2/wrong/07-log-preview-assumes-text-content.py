# Breaks: "exactly what `call_tool(block)` returned ... (its content maybe `""` or a list of
# blocks)": a debug preview calls .replace on the content inside the try, so a list content raises
# AttributeError and the good result becomes an is_error one. Input: call_tool returning
# {"type": "tool_result", "tool_use_id": "t1", "content": [{"type": "text", "text": "ok"}]}.
import logging
import time

log = logging.getLogger(__name__)


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        started = time.perf_counter()
        try:
            result = call_tool(block)
            preview = result["content"][:80].replace("\n", " ")
            log.debug("%s answered in %.1f ms: %s", block["id"],
                      (time.perf_counter() - started) * 1000, preview)
            results.append(dict(result))
        except Exception as exc:
            message = str(exc)
            head = f"Tool call failed ({type(exc).__name__})"
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{head}: {message}" if message.strip() else head + "."})
    return {"role": "user", "content": results}
