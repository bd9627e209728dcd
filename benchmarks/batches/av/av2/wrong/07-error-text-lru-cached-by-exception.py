# Breaks: "When call_tool raises an Exception (any class ...), its place holds a dict ... and the
# blocks after it still run" -- the error text is memoised by functools.lru_cache keyed by the
# exception, so an unhashable one (a @dataclass exception) makes answer_turn raise TypeError.
# Input: call_tool raising PolicyDown(503), @dataclass class PolicyDown(Exception): code: int.
import functools


@functools.lru_cache(maxsize=256)  # a tool that is down raises the same error for every block
def _describe(exc):
    return f"{type(exc).__name__}: {exc}"


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": "The call failed: " + _describe(exc)})
    return {"role": "user", "content": results}
