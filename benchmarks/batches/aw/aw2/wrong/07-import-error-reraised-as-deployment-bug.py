# Wrong: breaks "When `call_tool` raises an `Exception` (any class ...), its place holds a
# dict ... and the blocks after it still run": an ImportError (ModuleNotFoundError too) is
# treated as a broken deployment and re-raised, so call_tool raising
# ModuleNotFoundError("No module named 'pandas'") escapes and later blocks never run.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except ImportError:
            raise  # a missing package is our bug, not something the model can work around
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
