# Wrong: call_tool is called "one block at a time in order", and on a KeyboardInterrupt "no block after
# it runs". Turns with more than 32 tool_use blocks ("a turn may hold a thousand") go to a thread pool
# for speed: with 100 blocks and a call_tool that logs its start and end, calls overlap and start out of
# order, and blocks after one raising KeyboardInterrupt have already run.
from concurrent.futures import ThreadPoolExecutor

_PARALLEL_FROM = 33


def _answer_one(call_tool, block):
    try:
        return call_tool(block)
    except Exception as exc:
        return {
            "type": "tool_result",
            "tool_use_id": block["id"],
            "is_error": True,
            "content": f"Tool call failed ({type(exc).__name__}): {exc}",
        }


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    tool_uses = [block for block in content if block.get("type") == "tool_use"]
    if len(tool_uses) < _PARALLEL_FROM:
        answers = [_answer_one(call_tool, block) for block in tool_uses]
    else:
        with ThreadPoolExecutor(max_workers=8) as pool:
            answers = list(pool.map(lambda block: _answer_one(call_tool, block), tool_uses))
    return {"role": "user", "content": answers}
