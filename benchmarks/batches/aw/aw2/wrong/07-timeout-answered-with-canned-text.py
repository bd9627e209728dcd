# Wrong: breaks "its place holds a dict ... holding its message as it is, `str(exc)` ...
# when it has one": a TimeoutError (asyncio.TimeoutError is the same class) gets a fixed
# "timed out, try again" text, so call_tool raising TimeoutError("lookup of u_004 took 31 s")
# gives content without "lookup of u_004 took 31 s". Other exceptions keep their message.
import asyncio


def _error(block, text):
    return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except asyncio.TimeoutError:
            # transient: the model only needs to know it may retry later
            results.append(_error(block, "The tool timed out; it is safe to try again later."))
        except Exception as exc:
            results.append(_error(block, f"{type(exc).__name__}: {exc}"))
    return {"role": "user", "content": results}
