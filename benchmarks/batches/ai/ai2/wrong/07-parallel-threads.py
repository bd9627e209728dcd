# Wrong: breaks "called once per block ..., one block at a time in order" and "a KeyboardInterrupt
# ... propagates as it is, and no block after it runs". Parallel tool use is taken literally: every
# block is submitted to a thread pool first, so with call_tool raising KeyboardInterrupt on
# "toolu_a", "toolu_b" has run anyway (and calls overlap). Results and errors come back in order.
from concurrent.futures import ThreadPoolExecutor


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    blocks = [block for block in content if block.get("type") == "tool_use"]
    results = []
    with ThreadPoolExecutor(max_workers=8) as pool:
        futures = [pool.submit(call_tool, block) for block in blocks]
        for block, future in zip(blocks, futures):
            try:
                results.append(dict(future.result()))
            except Exception as exc:
                results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                                "content": f"the call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
