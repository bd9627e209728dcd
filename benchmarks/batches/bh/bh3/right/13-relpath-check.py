# Right: exact tool names; cwd only from attributes (missing/"" -> Deny); file_path a non-empty
# str (else Deny); both sides os.path.normpath'ed on the text; outside exactly when relpath(target,
# root) is ".." or starts with "../" (whole parts: "..hidden", "/work/project-old" judged right; the
# folder itself is "."); both paths are absolute, so relpath never reads the process's cwd.
import os

from toolhooks import Allow, Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return Allow()
    folder = call.context.attributes.get("cwd", "")
    path = call.input.get("file_path", None)
    if folder == "" or folder is None:
        return Deny("No project folder for this session: nothing to check against.",
                    "Start the session from the project folder.")
    if not isinstance(path, str) or not path:
        return Deny("The write names no usable file_path.", "Give file_path as text.")
    root = os.path.normpath(folder)
    target = os.path.normpath(path if os.path.isabs(path) else os.path.join(root, path))
    rel = os.path.relpath(target, root)
    if rel == os.pardir or rel.startswith(os.pardir + os.sep):
        return Deny(f"{path} lands outside {folder}.", f"Write it under {folder} instead.")
    return Allow()
