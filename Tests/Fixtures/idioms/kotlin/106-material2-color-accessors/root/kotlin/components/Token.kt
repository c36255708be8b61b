package acme.token

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.BasicText
import androidx.compose.material.ButtonColors
import androidx.compose.material.ButtonDefaults
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp

/** Colors held by Material 2's `ButtonColors`, read back through its state accessors. */
@Composable
fun Token(
    text: String,
    enabled: Boolean = true,
    colors: ButtonColors = ButtonDefaults.buttonColors(
        backgroundColor = Color(0xFF0F766E),
        contentColor = Color(0xFFF0FDFA),
        disabledBackgroundColor = Color(0xFFE5E7EB),
        disabledContentColor = Color(0xFF9CA3AF),
    ),
) {
    val fill by colors.backgroundColor(enabled)
    Box(Modifier.background(fill).padding(all = 6.dp)) {
        BasicText(text, style = TextStyle(color = colors.contentColor(enabled = enabled).value))
    }
}
