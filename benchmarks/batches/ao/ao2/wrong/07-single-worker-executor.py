# Breaks "a KeyboardInterrupt, SystemExit or asyncio.CancelledError propagates as it is, and no
# block after it runs": every call is queued on a one-thread pool up front, so when call_tool
# raises KeyboardInterrupt on the first of three blocks, the pool still runs the other two.
from concurrent.futures import ThreadPoolExecutor


def answer_turn(call_tool, content):
    uses = [block for block in content if block.get("type") == "tool_use"]
    answers = []
    with ThreadPoolExecutor(max_workers=1) as pool:  # one at a time, in order, off the caller
        pending = [(block, pool.submit(call_tool, block)) for block in uses]
        for block, future in pending:
            try:
                answers.append(future.result())
            except Exception as exc:
                answers.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                                "content": f"the call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": answers}
