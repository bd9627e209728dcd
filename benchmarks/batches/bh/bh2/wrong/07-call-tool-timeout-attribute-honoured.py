# Breaks: "exactly what call_tool(block) returned ..., however long a call takes (an hour by your
# clocks too)". When call_tool carries a `timeout` attribute, each call runs on a worker thread and
# a slower one is answered with an is_error "timed out" result: a call_tool that sleeps 0.2 s,
# with call_tool.timeout = 0.05, never has its real result in the message.
import concurrent.futures


def _error(block, text):
    return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}


def _call(call_tool, block):
    limit = getattr(call_tool, "timeout", None)
    if not limit:
        return call_tool(block)
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=1)
    try:
        return pool.submit(call_tool, block).result(timeout=limit)
    except concurrent.futures.TimeoutError:
        return _error(block, f"the call timed out after {limit} s")
    finally:
        pool.shutdown(wait=False)


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(_call(call_tool, block))
        except Exception as exc:
            results.append(_error(block, f"{type(exc).__name__}: {exc}"))
    return {"role": "user", "content": results}
