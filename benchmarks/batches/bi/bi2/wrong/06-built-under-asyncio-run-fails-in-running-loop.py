# Wrong: "Returns: a new plain dict per call". The builder is an async helper run with
# asyncio.run(); called from code that already runs an event loop (an async agent loop, a
# Jupyter cell's kernel loop: e.g. inside `async def main(): synthetic_error_result("toolu_01",
# Deny("no"))`), asyncio.run raises RuntimeError and no result comes back.
import asyncio
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


async def _build(tool_use_id, deny):
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    return asyncio.run(_build(tool_use_id, deny))
