# Right: Write/Edit only (exact names); no "cwd" (missing or "") or a file_path that is not a
# non-empty str is denied with a non-blank alternative. The target is normpath(join(folder, path))
# and posixpath.relpath from the normalised folder (pure text, both absolute) is ".." or starts with
# "../" exactly when it is outside; "..hidden" or "." is inside. Any other tool: None.
import os
import posixpath

from toolhooks import ALLOW, Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return ALLOW
    attributes = call.context.attributes
    if "cwd" not in attributes or attributes["cwd"] == "":
        return Deny("this session has no project folder to keep writes in.",
                    "Stop and ask the user which folder the project is in.")
    if "file_path" not in call.input or not isinstance(call.input["file_path"], str) \
            or not call.input["file_path"]:
        return Deny("file_path is missing or is not a path.", "Give file_path as text, e.g. notes.txt.")
    folder = os.path.normpath(attributes["cwd"])
    target = os.path.normpath(os.path.join(folder, call.input["file_path"]))
    rel = posixpath.relpath(target, folder)
    if rel == posixpath.pardir or rel.startswith(posixpath.pardir + posixpath.sep):
        return Deny(f"{target} is outside the project folder {folder}.",
                    f"Write it under {folder} instead.")
    return ALLOW
