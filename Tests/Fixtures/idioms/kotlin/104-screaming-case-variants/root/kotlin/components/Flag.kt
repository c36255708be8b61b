package acme.flag

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** Kinds in Kotlin's constant style. */
enum class FlagKind {
    NEUTRAL,
    BRAND_STRONG,
    ALERT_SOFT,
}

@Composable
fun Flag(label: String, kind: FlagKind = FlagKind.NEUTRAL) {
    val fill = when (kind) {
        FlagKind.NEUTRAL -> Color(0xFFE4E4E7)
        FlagKind.BRAND_STRONG -> Color(0xFF4338CA)
        FlagKind.ALERT_SOFT -> Color(0xFFFEE2E2)
    }
    Box(Modifier.background(fill, RoundedCornerShape(4.dp)).padding(horizontal = 6.dp, vertical = 2.dp)) {
        BasicText(label)
    }
}
