# Breaks: "otherwise None (or an Allow)". Input: make_call("Write", {"file_path": ".mcp.json",
# "content": "{}"}, context=make_context(cwd="/work/project")): denied because the MCP config
# decides which servers start, although .mcp.json is inside the project. Other files pass.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session", "ask the user which folder to work in")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check", "send the file_path of a file inside the project")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == os.path.join(folder, ".mcp.json"):
        return Deny("the MCP server list is not the agent's to change", "tell the user which server to add")
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}", "write the file inside the project folder")
