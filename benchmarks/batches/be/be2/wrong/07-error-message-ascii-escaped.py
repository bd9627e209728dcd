# Wrong: breaks "holding its message as it is, ..., not stripped or escaped". Messages are made
# ASCII-safe with backslashreplace, so OSError("Datei für Kunde fehlt") becomes
# "OSError: Datei f\\xfcr Kunde fehlt" in the error result.
def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc).encode("ascii", "backslashreplace").decode("ascii")
            text = f"{type(exc).__name__}: {message}" if message else type(exc).__name__
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text})
    return {"role": "user", "content": results}
