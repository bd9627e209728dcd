# Breaks (Ex. 13, Returns): "otherwise None ..., and always for every other tool"; "Allow every other
# tool, whatever its input". The target is computed before the tool name is looked at.
# Input: tool "Read" (or "mcp__fs__stat"), cwd "/work/project", input {"file_path": 7}:
# os.path.join raises TypeError; expected None.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    folder = os.path.normpath(call.context.attributes.get("cwd") or "/")
    path = call.input.get("file_path") or ""
    target = os.path.normpath(os.path.join(folder, path))
    if call.tool_name not in ("Write", "Edit"):
        return None
    if not call.context.attributes.get("cwd"):
        return Deny("this session has no project folder", "open a project, then retry the write")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing or not text", "give file_path as a path inside the project")
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder", f"write it under {folder}")
