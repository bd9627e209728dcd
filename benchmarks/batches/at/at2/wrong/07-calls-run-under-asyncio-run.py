# Breaks "call_tool may itself call answer_turn": the calls run one by one inside
# asyncio.run(...), so a call_tool that answers a nested turn calls asyncio.run from a
# running event loop; RuntimeError is raised there and the outer block is answered with an
# is_error result instead of what call_tool returned (the same for a tool that uses asyncio.run).
import asyncio


async def _answer_all(call_tool, blocks):
    results = []
    for block in blocks:
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = str(exc)
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"{type(exc).__name__}: {text}" if text else type(exc).__name__,
            })
    return results


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    blocks = [b for b in content if b.get("type") == "tool_use"]
    return {"role": "user", "content": asyncio.run(_answer_all(call_tool, blocks))}
