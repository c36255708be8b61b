package demo.pills

import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color

enum class PillTone { Calm, Loud }

/** A Material button whose colors the caller names through `ButtonDefaults.buttonColors`. */
@Composable
fun Pill(label: String, onClick: () -> Unit, tone: PillTone = PillTone.Calm, enabled: Boolean = true) {
    Button(
        onClick = onClick,
        enabled = enabled,
        colors = ButtonDefaults.buttonColors(
            containerColor = if (tone == PillTone.Loud) Color(0xFFFF5722) else Color(0xFFEEEEEE),
            contentColor = Color(0xFF212121),
            disabledContainerColor = Color(0xFFBDBDBD),
        ),
    ) {
        Text(label)
    }
}
