# Right: exact tool names; cwd from the context's attributes only (missing or "" -> Deny); file_path
# must be a non-empty str (bytes and others -> Deny). Both paths go through os.path.normpath (text
# only); os.path.commonpath compares whole components, case-sensitively, so the folder itself and
# everything under "/" are inside, siblings like project-old are not. Alternatives are never blank.
import os

from toolhooks import Deny

WRITERS = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    if call.tool_name not in WRITERS:
        return None
    attributes = call.context.attributes
    folder = attributes["cwd"] if "cwd" in attributes else ""
    path = call.input["file_path"] if "file_path" in call.input else None
    if folder == "":
        return Deny("no project folder is known for this session.", "restart in a project folder.")
    if not isinstance(path, str) or len(path) == 0:
        return Deny("file_path is missing, empty or not text.", "give file_path as a path in the project.")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if os.path.commonpath([root, target]) == root:
        return None
    return Deny("that file is outside the project folder.", f"write it under {root} instead.")
