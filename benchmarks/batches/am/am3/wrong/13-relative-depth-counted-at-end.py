# Breaks: "Deny ... a Write or Edit whose file_path, once normalised, is not the project folder
# or inside it" (".." resolved with os.path.normpath). Relative paths are judged by how deep
# they end: "../project-old/x" ends one level down, so it is allowed with cwd "/work/project"
# though it is /work/project-old/x.
import os

from toolhooks import Deny


def _depth(relative):
    depth = 0
    for part in relative.split("/"):
        if part == "..":
            depth -= 1
        elif part not in ("", "."):
            depth += 1
    return depth


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd or not isinstance(path, str) or not path:
        return Deny("nothing to check: no folder or no file_path.", "give a path in the project.")
    if not path.startswith("/"):
        if _depth(path) >= 0:  # never ends above the project folder
            return None
        return Deny(f"{path} climbs out of the project.", "use a path inside the project.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(path)
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder.", f"write under {root}.")
