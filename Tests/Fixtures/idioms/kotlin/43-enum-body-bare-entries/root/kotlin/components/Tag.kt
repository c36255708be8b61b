package demo.components

import androidx.compose.material3.ButtonColors
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color

/** A tag whose look is one enum's entry; the enum picks its colors with `when (this)` and bare entry names. */
@Composable
fun Tag(label: String, fill: TagFill = TagFill.Bold, enabled: Boolean = true) =
    TagBody(label = label, fill = fill, enabled = enabled)

@Composable
private fun TagBody(
    label: String,
    fill: TagFill,
    enabled: Boolean = true,
    warning: Boolean = false,
    colors: ButtonColors = fill.holder(warning),
) {
    androidx.compose.material3.Button(onClick = {}, enabled = enabled, colors = colors) {
        Text(label, color = fill.ink())
    }
}

enum class TagFill {
    Bold,
    Quiet;

    @Composable
    fun holder(warning: Boolean): ButtonColors = when (this) {
        Bold -> ButtonDefaults.buttonColors(
            containerColor = accent(warning),
            disabledContainerColor = Color(0xFFD0D5DD),
        )
        Quiet -> ButtonDefaults.textButtonColors(containerColor = Color.Transparent)
    }

    fun ink(): Color = when (this) {
        Bold -> Color(0xFFFFFFFF)
        else -> Color(0xFF344054)
    }

    private fun accent(warning: Boolean): Color = if (warning) Color(0xFFD92D20) else Color(0xFF1570EF)
}
